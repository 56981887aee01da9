// Generated code. Do not modify. Run npm run gen.
export const validate = validate31;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.payUrl === undefined) && (missing0 = "payUrl")){
validate31.errors = [{instancePath,keyword:"required",message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.payUrl !== undefined){
if(typeof data.payUrl !== "string"){
validate31.errors = [{instancePath:instancePath+"/payUrl",keyword:"type",message:"must be string"}];
return false;
}
}
}
}
else {
validate31.errors = [{instancePath,keyword:"type",message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
