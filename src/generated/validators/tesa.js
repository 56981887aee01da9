// Generated code. Do not modify. Run npm run gen.
export const validate = validate73;

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.lk === undefined) && (missing0 = "lk")){
validate73.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.lk !== undefined){
if(typeof data.lk !== "string"){
validate73.errors = [{instancePath:instancePath+"/lk",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate73.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
