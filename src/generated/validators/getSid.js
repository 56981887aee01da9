// Generated code. Do not modify. Run npm run gen.
export const validate = validate33;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.sid === undefined) && (missing0 = "sid")){
validate33.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.sid !== undefined){
if(typeof data.sid !== "string"){
validate33.errors = [{instancePath:instancePath+"/sid",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate33.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
